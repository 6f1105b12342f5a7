// Swift book style: closures capture variables by reference unless listed in a capture list
// known-gap: needs the compiler check (closure types); unchecked: line 6: expected "() -> String", got "() -> ()"
func makeAccumulator(start: Int) -> (add: (Int) -> Int, peek: () -> Int, initial: () -> Int) {
    var running = start
    let add = { (n: Int) -> Int in
        running += n
        return running
    }
    let peek = { running }
    let initial = { [running] in running }
    return (add, peek, initial)
}

let acc = makeAccumulator(start: 100)
print(acc.add(5))
print(acc.add(10))
print(acc.peek(), acc.initial())

var message = "hello"
let shout = { message.uppercased() }
let whisper = { [message] in message.lowercased() + "..." }
message = "Goodbye"
print(shout())
print(whisper())

print(type(of: shout))
print(type(of: acc.add))
let lengthOf = { (s: String) in s.count }
print(type(of: lengthOf), lengthOf("four"))
let isShort = { (s: String) in s.count < 4 }
print(type(of: isShort), isShort("abc"))

var handlers: [() -> String] = []
for word in ["x", "y"] {
    var copy = word
    handlers.append { copy += "!"; return copy }
}
print(handlers.map { $0() }, handlers.map { $0() })
// expect: 105
// expect: 115
// expect: 115 100
// expect: GOODBYE
// expect: hello...
// expect: () -> String
// expect: (Int) -> Int
// expect: (String) -> Int 4
// expect: (String) -> Bool true
// expect: ["x!", "y!"] ["x!!", "y!!"]
