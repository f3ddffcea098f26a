/** The date both policy pages show. */
export const policyLastUpdated = 'Last updated: 21 November 2026';
