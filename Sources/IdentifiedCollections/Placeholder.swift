// The IdentifiedCollections module; its types arrive with issue 2.
