// The ConcurrencyExtras module; its types arrive with issue 2.
