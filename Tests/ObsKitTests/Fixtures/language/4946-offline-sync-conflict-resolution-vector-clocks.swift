// App code style: offline sync conflict resolution with vector clocks, last-writer-wins fallback and merge reports
struct VectorClock: Equatable, CustomStringConvertible {
    private(set) var counters: [String: Int] = [:]

    mutating func tick(_ device: String) { counters[device, default: 0] += 1 }

    func merged(with other: VectorClock) -> VectorClock {
        var result = self
        for (device, count) in other.counters {
            result.counters[device] = max(result.counters[device] ?? 0, count)
        }
        return result
    }

    enum Ordering { case before, after, equal, concurrent }

    func compare(_ other: VectorClock) -> Ordering {
        let devices = Set(counters.keys).union(other.counters.keys)
        var less = false, greater = false
        for d in devices {
            let a = counters[d] ?? 0, b = other.counters[d] ?? 0
            if a < b { less = true }
            if a > b { greater = true }
        }
        switch (less, greater) {
        case (false, false): return .equal
        case (true, false): return .before
        case (false, true): return .after
        case (true, true): return .concurrent
        }
    }

    var description: String {
        "{" + counters.keys.sorted().map { "\($0):\(counters[$0]!)" }.joined(separator: ",") + "}"
    }
}

struct Note: CustomStringConvertible {
    var text: String
    var clock: VectorClock
    var editedAt: Int
    var device: String
    var description: String { "'\(text)' \(clock) t=\(editedAt) by \(device)" }
}

final class Replica {
    let device: String
    var note: Note
    init(device: String, initial: Note) { self.device = device; self.note = initial }

    func edit(_ text: String, at time: Int) {
        note.text = text
        note.clock.tick(device)
        note.editedAt = time
        note.device = device
    }

    func sync(from other: Replica) -> String {
        let incoming = other.note
        switch note.clock.compare(incoming.clock) {
        case .equal:
            return "\(device) <- \(other.device): already in sync"
        case .after:
            return "\(device) <- \(other.device): kept local (newer)"
        case .before:
            note = incoming
            return "\(device) <- \(other.device): fast-forward"
        case .concurrent:
            let mergedClock = note.clock.merged(with: incoming.clock)
            let winner = (incoming.editedAt, incoming.device) > (note.editedAt, note.device) ? incoming : note
            let loser = winner.device == note.device && winner.editedAt == note.editedAt ? incoming : note
            note = Note(text: winner.text, clock: mergedClock, editedAt: winner.editedAt, device: winner.device)
            return "\(device) <- \(other.device): conflict, kept '\(winner.text)' over '\(loser.text)'"
        }
    }
}

let base = Note(text: "Milk", clock: VectorClock(), editedAt: 0, device: "server")
let phone = Replica(device: "phone", initial: base)
let laptop = Replica(device: "laptop", initial: base)
let watch = Replica(device: "watch", initial: base)

print(phone.sync(from: laptop))
phone.edit("Milk, eggs", at: 10)
print(laptop.sync(from: phone))
print(phone.sync(from: laptop))
print(phone.sync(from: watch))
laptop.edit("Milk, eggs, bread", at: 20)
phone.edit("Milk, eggs, jam", at: 25)
print("phone:", phone.note)
print("laptop:", laptop.note)
print(laptop.sync(from: phone))
print(phone.sync(from: laptop))
watch.edit("Oat milk", at: 22)
print(watch.sync(from: phone))
print(phone.sync(from: watch))
print(laptop.sync(from: watch))
for replica in [phone, laptop, watch] { print(replica.device, replica.note) }

var a = VectorClock(); a.tick("x"); a.tick("x")
var b = VectorClock(); b.tick("y")
print(a, b, a.merged(with: b), a.compare(b), a.merged(with: b).compare(a), a.compare(a))

// expect: phone <- laptop: already in sync
// expect: laptop <- phone: fast-forward
// expect: phone <- laptop: already in sync
// expect: phone <- watch: kept local (newer)
// expect: phone: 'Milk, eggs, jam' {phone:2} t=25 by phone
// expect: laptop: 'Milk, eggs, bread' {laptop:1,phone:1} t=20 by laptop
// expect: laptop <- phone: conflict, kept 'Milk, eggs, jam' over 'Milk, eggs, bread'
// expect: phone <- laptop: fast-forward
// expect: watch <- phone: conflict, kept 'Milk, eggs, jam' over 'Oat milk'
// expect: phone <- watch: fast-forward
// expect: laptop <- watch: fast-forward
// expect: phone 'Milk, eggs, jam' {laptop:1,phone:2,watch:1} t=25 by phone
// expect: laptop 'Milk, eggs, jam' {laptop:1,phone:2,watch:1} t=25 by phone
// expect: watch 'Milk, eggs, jam' {laptop:1,phone:2,watch:1} t=25 by phone
// expect: {x:2} {y:1} {x:2,y:1} concurrent after equal
