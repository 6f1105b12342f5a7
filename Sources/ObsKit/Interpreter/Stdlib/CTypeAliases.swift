/// The C type aliases of the standard library (`CInt`, `CChar`, `CLong`...) as Swift declares them for Linux on
/// x86_64: each is its Swift type (`CInt` is `Int32`, `CChar` is `Int8`, `CLong` is `Int`), in a written type and
/// as a value (`CInt(n)`, `CInt.max`). Left out: `CLongDouble` (Float80, which ObsREPL does not have).
enum CTypeAliases {
    static let types: [String: String] = [
        "CChar": "Int8", "CSignedChar": "Int8", "CUnsignedChar": "UInt8",
        "CShort": "Int16", "CUnsignedShort": "UInt16", "CInt": "Int32", "CUnsignedInt": "UInt32",
        "CLong": "Int", "CUnsignedLong": "UInt", "CLongLong": "Int64", "CUnsignedLongLong": "UInt64",
        "CFloat": "Float", "CDouble": "Double", "CBool": "Bool",
        "CChar16": "UInt16", "CChar32": "Unicode.Scalar", "CWideChar": "Unicode.Scalar",
    ]

    static func install(into interpreter: Interpreter) {
        for (alias, type) in types { interpreter.globals.define(alias, .builtinType(type)) }
    }
}
