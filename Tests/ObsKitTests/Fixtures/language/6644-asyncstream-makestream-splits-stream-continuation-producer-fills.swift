// Donny Wals style (makeStream): AsyncStream.makeStream() splits a stream from its continuation; a producer fills it
struct Event: Sendable {
    let kind: String
    let amount: Int
}

let (events, continuation) = AsyncStream.makeStream(of: Event.self)

func produce(into continuation: AsyncStream<Event>.Continuation) {
    let plan = [("deposit", 100), ("withdraw", 30), ("deposit", 45), ("fee", 5)]
    for (kind, amount) in plan {
        continuation.yield(Event(kind: kind, amount: amount))
    }
    continuation.finish()
}

let producer = Task { produce(into: continuation) }

var balance = 0
var count = 0
for await event in events {
    count += 1
    switch event.kind {
    case "deposit": balance += event.amount
    default: balance -= event.amount
    }
    print("\(count). \(event.kind) \(event.amount) -> \(balance)")
}
await producer.value
print("final balance:", balance)

let (numbers, numbersContinuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(2))
for n in 1...5 { numbersContinuation.yield(n) }
numbersContinuation.finish()
var kept: [Int] = []
for await n in numbers { kept.append(n) }
print("newest two kept:", kept)

let (oldest, oldestContinuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingOldest(3))
for n in 10...15 { oldestContinuation.yield(n) }
oldestContinuation.finish()
var first: [Int] = []
for await n in oldest { first.append(n) }
print("oldest three kept:", first)

// expect: 1. deposit 100 -> 100
// expect: 2. withdraw 30 -> 70
// expect: 3. deposit 45 -> 115
// expect: 4. fee 5 -> 110
// expect: final balance: 110
// expect: newest two kept: [4, 5]
// expect: oldest three kept: [10, 11, 12]
