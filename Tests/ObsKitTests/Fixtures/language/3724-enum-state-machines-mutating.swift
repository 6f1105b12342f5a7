// App code style: enum state machines with mutating methods
enum Light: CaseIterable {
    case red, green, yellow
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}

enum Download {
    case idle
    case running(percent: Int)
    case done(bytes: Int)
    mutating func advance(by step: Int) {
        switch self {
        case .idle: self = .running(percent: 0)
        case .running(let p) where p + step >= 100: self = .done(bytes: 1024)
        case .running(let p): self = .running(percent: p + step)
        case .done: break
        }
    }
    var text: String {
        switch self {
        case .idle: return "idle"
        case .running(let p): return "running \(p)%"
        case .done(let b): return "done \(b)B"
        }
    }
}

var light = Light.red
var seq: [Light] = []
for _ in 0..<5 { seq.append(light); light.next() }
print(seq.map { "\($0)" }.joined(separator: " -> "))

var dl = Download.idle
var states: [String] = []
for _ in 0..<6 { dl.advance(by: 40); states.append(dl.text) }
print(states.joined(separator: ", "))

var lights = [Light.red, .yellow]
lights[1].next()
lights[0].next(); lights[0].next()
print(lights)

struct Machine { var state = Download.idle; var steps = 0 }
var m = Machine()
m.state.advance(by: 50)
m.state.advance(by: 50)
m.steps += 2
print(m.state.text, m.steps)
// expect: red -> green -> yellow -> red -> green
// expect: running 0%, running 40%, running 80%, done 1024B, done 1024B, done 1024B
// expect: [main.Light.yellow, main.Light.red]
// expect: running 50% 2
