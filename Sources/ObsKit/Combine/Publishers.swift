/// Combine's `Publishers` namespace: the operator publishers live in `Publishers+Name.swift` files.
enum Publishers {}
