// Tests arrive with issue 2.
