// The Basics: constants, variables, type annotations, several declarations on one line, nested comments, semicolons.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let maximumLoginAttempts = 3
var currentAttempt = 0
var width = 12.5, height = 4.0, label: String
label = "panel"
var red, green, blue: Double
red = 0.2; green = 0.4; blue = 0.6
/* An outer comment /* with an inner one */ still ends here. */
let π = 3.14159
let 你好 = "hello"
let greeting: String = "Welcome"
while currentAttempt < maximumLoginAttempts {
    currentAttempt += 1
    print("attempt \(currentAttempt) of \(maximumLoginAttempts)")
}
print(label, width * height)
print(red + green + blue)
print(π, 你好, greeting, separator: " | ")
print("no newline here", terminator: "")
print(" ...continued")
var friendlyWelcome = "Hello!"
friendlyWelcome = "Bonjour!"
print(friendlyWelcome)
let (x, y) = (1, 2); print(x + y)

// expect: attempt 1 of 3
// expect: attempt 2 of 3
// expect: attempt 3 of 3
// expect: panel 50.0
// expect: 1.2000000000000002
// expect: 3.14159 | hello | Welcome
// expect: no newline here ...continued
// expect: Bonjour!
// expect: 3
