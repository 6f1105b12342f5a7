// App code style: closures stored in structs capture self by value at creation
struct Greeter {
    var name: String
    func makeGreeting() -> () -> String { { "Hello, \(self.name)" } }
    mutating func rename(_ n: String) -> () -> String {
        name = n
        let copy = self
        return { "Renamed to \(copy.name)" }
    }
}

var g = Greeter(name: "Ann")
let greet = g.makeGreeting()
g.name = "Bob"
print(greet())
print(g.makeGreeting()())
let r = g.rename("Cy")
g.name = "Dee"
print(r(), g.name)

final class Model {
    var value = 1
    lazy var describe: () -> String = { [unowned self] in "value=\(self.value)" }
}
let m = Model()
let d = m.describe
m.value = 42
print(d())

struct Action { var title: String; var run: () -> Int }
var total = 0
var actions = [Action(title: "add", run: { total += 5; return total })]
actions.append(Action(title: "double", run: { total *= 2; return total }))
var copyActions = actions
copyActions[0].title = "plus"
print(actions.map { "\($0.title)=\($0.run())" })
print(copyActions.map { "\($0.title)=\($0.run())" })

var items = [1, 2, 3]
let sumNow = { [items] in items.reduce(0, +) }
let sumLive = { items.reduce(0, +) }
items.append(10)
print(sumNow(), sumLive())
// expect: Hello, Ann
// expect: Hello, Bob
// expect: Renamed to Cy Dee
// expect: value=42
// expect: ["add=5", "double=10"]
// expect: ["plus=15", "double=30"]
// expect: 6 16
