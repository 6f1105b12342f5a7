// Check error: a String assigned to a variable of type Character
let word = "swift"
var firstLetter: Character = "s"
for letter in word {
    if letter == "w" {
        firstLetter = String(letter).uppercased()
    }
}
print(firstLetter)
// expect-error: cannot assign value of type 'String' to type 'Character'
