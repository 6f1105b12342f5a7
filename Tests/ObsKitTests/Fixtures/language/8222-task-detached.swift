// Concurrency tutorial: Task.detached runs work without inheriting the actor context
@MainActor
final class ImageProcessor {
    var processed: [String] = []

    func process(_ names: [String]) async {
        for name in names {
            let size = await Task.detached(priority: .background) {
                // Heavy work off the main actor
                return name.unicodeScalars.reduce(0) { $0 + Int($1.value) }
            }.value
            processed.append("\(name)=\(size)")
        }
    }
}

let processor = ImageProcessor()
await processor.process(["cat.png", "dog.png", "bird.png"])
for line in processor.processed {
    print(line)
}

let detached = Task.detached { () -> [Int] in
    var primes: [Int] = []
    var n = 2
    while primes.count < 8 {
        if !(2..<n).contains(where: { n % $0 == 0 }) {
            primes.append(n)
        }
        n += 1
    }
    return primes
}
print("Primes: \(await detached.value)")
print("Count: \(processor.processed.count)")
// expect: cat.png=683
// expect: dog.png=685
// expect: bird.png=788
// expect: Primes: [2, 3, 5, 7, 11, 13, 17, 19]
// expect: Count: 3
