// Swift book style: trailing closures, including multiple trailing closures
func someFunctionThatTakesAClosure(closure: () -> Void) { closure() }
someFunctionThatTakesAClosure {
    print("trailing closure body")
}

let digitNames = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four",
                  5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
let numbers = [16, 58, 510]
let strings = numbers.map { (number) -> String in
    var number = number
    var output = ""
    repeat {
        output = digitNames[number % 10]! + output
        number /= 10
    } while number > 0
    return output
}
print(strings)

struct Picture { let name: String }
struct Server {
    let ok: Bool
    func download(_ path: String) -> Picture? { ok ? Picture(name: path) : nil }
}
func loadPicture(from server: Server, completion: (Picture) -> Void, onFailure: () -> Void) {
    if let picture = server.download("photo.jpg") {
        completion(picture)
    } else {
        onFailure()
    }
}
loadPicture(from: Server(ok: true)) { picture in
    print("loaded", picture.name)
} onFailure: {
    print("Couldn't download the next picture.")
}
loadPicture(from: Server(ok: false)) { picture in
    print("loaded", picture.name)
} onFailure: {
    print("Couldn't download the next picture.")
}

func animate(duration: Int, animations: () -> String, completion: ((Bool) -> String)? = nil) {
    print("animating for \(duration): \(animations())")
    if let completion = completion { print(completion(true)) }
}
animate(duration: 2) { "fade" }
animate(duration: 3) { "slide" } completion: { finished in "done=\(finished)" }

let total = [1, 2, 3, 4].reduce(0) { $0 + $1 }
print(total)
let sortedNames = ["Chris", "Alex", "Ewa"].sorted { $0 > $1 }
print(sortedNames)
// expect: trailing closure body
// expect: ["OneSix", "FiveEight", "FiveOneZero"]
// expect: loaded photo.jpg
// expect: Couldn't download the next picture.
// expect: animating for 2: fade
// expect: animating for 3: slide
// expect: done=true
// expect: 10
// expect: ["Ewa", "Chris", "Alex"]
