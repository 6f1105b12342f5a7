/// Foundation's `NSString`, as far as `text as NSString` and `NSString(string:)` go: the value stays a
/// Swift String, and the path methods NSString adds (`lastPathComponent`, `pathExtension`...) work on it
/// (String+Foundation.swift). Left out: NSString's other API.
final class NSStringType: NativeCallable {
    var typeName: String { "NSString.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .string(try interpreter.stringArgument(arguments, "string", in: "NSString", range, source))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
