// The CasePaths module; its types arrive with issue 2.
