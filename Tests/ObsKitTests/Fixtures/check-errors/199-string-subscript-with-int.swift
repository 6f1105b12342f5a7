// Check error: indexing a String with an Int
func initials(of name: String) -> String {
    let parts = name.split(separator: " ")
    var result = ""
    for part in parts {
        result += String(part.first!)
    }
    return result
}

let word = "Swift"
let first = word[0]
print("First letter: \(first)")
print(initials(of: "Grace Brewster Hopper"))
// expect-error: 'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.
