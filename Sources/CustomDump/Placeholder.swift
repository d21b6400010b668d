// The CustomDump module; its types arrive with issue 2.
