/**
 * Where the source code of this deployment lives. The AGPL obliges a network service to
 * offer its users the corresponding source, so the footer links here on every page.
 * Forks that deploy modified versions must point this at their own repository.
 */
export const SOURCE_CODE_URL = 'https://github.com/jyotish-app/jyotish';

/** The SPDX identifier of the project's licence, shown next to the source link. */
export const LICENSE_SPDX = 'AGPL-3.0-or-later';
