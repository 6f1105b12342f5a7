// Class: crash (trap converting Double to Int inside Builtins.durationMember). swiftc 6.3.1 traps with
// "Swift/Integers.swift:3011: Fatal error: Double value cannot be converted to _Int128 because it is
// outside the representable range". ObsREPL should raise that as a script error.
print(Duration.seconds(1e300))
// expect-error: Fatal error: Double value cannot be converted to _Int128 because it is outside the representable range
