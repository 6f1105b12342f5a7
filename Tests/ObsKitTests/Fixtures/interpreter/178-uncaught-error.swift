// An error thrown at top level and never caught terminates the program
enum LoadError: Error {
    case missing
}
func load() throws -> String {
    throw LoadError.missing
}
let s = try load()
print(s)
// expect-error: Error raised at top level: main.LoadError.missing
