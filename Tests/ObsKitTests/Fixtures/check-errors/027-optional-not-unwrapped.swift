// A member of an Optional used without unwrapping it.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
let name: String? = "ann"
print(name.count)

// expect-error: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'
