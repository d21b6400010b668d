// Expansion-assert helper for macro tests; arrives with issue 2.
