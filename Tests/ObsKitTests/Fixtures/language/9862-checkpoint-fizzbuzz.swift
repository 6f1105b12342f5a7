// Hacking with Swift style (100 Days of Swift, checkpoint 2-3): FizzBuzz and array counting

// Checkpoint: loop from 1 through 100 and print Fizz, Buzz, FizzBuzz or the number.
// We print 1 through 30 to keep the output short.
for i in 1...30 {
    if i.isMultiple(of: 3) && i.isMultiple(of: 5) {
        print("FizzBuzz")
    } else if i.isMultiple(of: 3) {
        print("Fizz")
    } else if i.isMultiple(of: 5) {
        print("Buzz")
    } else {
        print(i)
    }
}

// Another way: build the string up.
var line = [String]()
for i in 1...15 {
    var output = ""
    if i % 3 == 0 { output += "Fizz" }
    if i % 5 == 0 { output += "Buzz" }
    line.append(output.isEmpty ? String(i) : output)
}
print(line.joined(separator: " "))

// Checkpoint 2: create an array of strings, print the count and the number of unique items.
let albums = ["Red", "Fearless", "1989", "Red", "Folklore", "1989", "Evermore"]
print("There are \(albums.count) albums.")
print("There are \(Set(albums).count) unique albums.")

// Using a switch with tuple patterns for FizzBuzz, a popular variant.
func fizzBuzz(_ n: Int) -> String {
    switch (n % 3 == 0, n % 5 == 0) {
    case (true, true): return "FizzBuzz"
    case (true, false): return "Fizz"
    case (false, true): return "Buzz"
    case (false, false): return "\(n)"
    }
}
print((90...95).map(fizzBuzz))
// expect: 1
// expect: 2
// expect: Fizz
// expect: 4
// expect: Buzz
// expect: Fizz
// expect: 7
// expect: 8
// expect: Fizz
// expect: Buzz
// expect: 11
// expect: Fizz
// expect: 13
// expect: 14
// expect: FizzBuzz
// expect: 16
// expect: 17
// expect: Fizz
// expect: 19
// expect: Buzz
// expect: Fizz
// expect: 22
// expect: 23
// expect: Fizz
// expect: Buzz
// expect: 26
// expect: Fizz
// expect: 28
// expect: 29
// expect: FizzBuzz
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: There are 7 albums.
// expect: There are 5 unique albums.
// expect: ["FizzBuzz", "91", "92", "Fizz", "94", "Buzz"]
