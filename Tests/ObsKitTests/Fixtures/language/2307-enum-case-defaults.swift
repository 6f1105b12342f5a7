// Compiler test style: enum cases with labels and default associated values, cases as curried functions, label-only matching
enum Command {
  case move(x: Int, y: Int)
  case step(dx: Int)
  case say(_ text: String, loud: Bool = false)
  case wait(seconds: Int = 1)
  case quit
}

func run(_ c: Command) -> String {
  switch c {
  case .move(x: let x, y: let y): return "move to (\(x),\(y))"
  case .step(dx: let d): return "shift by \(d)"
  case .say(let t, loud: true): return t.uppercased() + "!"
  case .say(let t, _): return t
  case .wait(let s): return "wait \(s)s"
  case .quit: return "bye"
  }
}

let script: [Command] = [
  .move(x: 1, y: 2), .step(dx: -3), .say("hello"), .say("watch out", loud: true),
  .wait(), .wait(seconds: 5), .quit,
]
for c in script { print(run(c)) }

print(Command.say("x"))
print(Command.wait())
print(Command.step(dx: 4))

let mover: (Int) -> Command = Command.step(dx:)
let placer = Command.move(x:y:)
print(run(mover(7)), run(placer(0, 9)))
let sayers = ["a", "b"].map { Command.say($0) }
print(sayers.map(run))

var moves = 0, shifts = 0
for c in script {
  if case .move(x: _, y: _) = c { moves += 1 }
  if case .step = c { shifts += 1 }
}
print(moves, shifts)

enum Shape {
  case rect(width: Int, height: Int = 1)
  var area: Int {
    if case let .rect(w, h) = self { return w * h }
    return 0
  }
}
print(Shape.rect(width: 5).area, Shape.rect(width: 5, height: 3).area)

// expect: move to (1,2)
// expect: shift by -3
// expect: hello
// expect: WATCH OUT!
// expect: wait 1s
// expect: wait 5s
// expect: bye
// expect: say("x", loud: false)
// expect: wait(seconds: 1)
// expect: step(dx: 4)
// expect: shift by 7 move to (0,9)
// expect: ["a", "b"]
// expect: 1 1
// expect: 5 15
