// The Clocks module; its types arrive with issue 2.
