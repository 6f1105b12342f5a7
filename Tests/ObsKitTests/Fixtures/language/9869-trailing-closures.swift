// Hacking with Swift style: closures as parameters and trailing closure syntax

func animate(duration: Double, animations: () -> Void) {
    print("Starting a \(duration) second animation...")
    animations()
}

animate(duration: 3, animations: {
    print("Fade out the image")
})

animate(duration: 2) {
    print("Slide in the title")
}

// Closures that accept parameters and return values
func travel(action: (String, Int) -> String) {
    print("I'm getting ready to go.")
    let description = action("London", 60)
    print(description)
    print("I arrived!")
}

travel { (place: String, speed: Int) -> String in
    "I'm going to \(place) at \(speed) miles per hour."
}

travel {
    "Heading to \($0) at \($1) mph, shorthand style."
}

// Multiple trailing closures (Swift 5.3)
func doImportantWork(first: () -> Void, second: () -> Void, third: () -> Void) {
    print("About to start first work")
    first()
    print("About to start second work")
    second()
    print("About to start third work")
    third()
    print("Done!")
}

doImportantWork {
    print("This is the first work")
} second: {
    print("This is the second work")
} third: {
    print("This is the third work")
}

// Returning closures from functions
func makeRandomGenerator(seed: Int) -> () -> Int {
    var state = seed
    return {
        state = (state * 1103515245 + 12345) % 2147483648
        return state % 100
    }
}
let generator = makeRandomGenerator(seed: 42)
print("Pseudo-random: \(generator()), \(generator()), \(generator())")

// Storing closures in variables and passing functions by name
let sayHello = { (name: String) -> String in
    "Hi \(name)!"
}
func shout(_ s: String) -> String { s.uppercased() + "!!" }
func applyTwice(_ value: String, _ f: (String) -> String) -> String {
    f(f(value))
}
print(sayHello("Taylor"))
print(applyTwice("hey", shout))
print(applyTwice("Bob") { "<\($0)>" })
// expect: Starting a 3.0 second animation...
// expect: Fade out the image
// expect: Starting a 2.0 second animation...
// expect: Slide in the title
// expect: I'm getting ready to go.
// expect: I'm going to London at 60 miles per hour.
// expect: I arrived!
// expect: I'm getting ready to go.
// expect: Heading to London at 60 mph, shorthand style.
// expect: I arrived!
// expect: About to start first work
// expect: This is the first work
// expect: About to start second work
// expect: This is the second work
// expect: About to start third work
// expect: This is the third work
// expect: Done!
// expect: Pseudo-random: 27, 64, 53
// expect: Hi Taylor!
// expect: HEY!!!!
// expect: <<Bob>>
