// Check error: String.characters, removed in Swift 5, from an old tutorial
let word = "banana"
var count = 0
for ch in word.characters {
    if ch == "a" { count += 1 }
}
print(count)
// expect-error: 'characters' is unavailable: Please use String directly
