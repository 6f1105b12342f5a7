// App code style: @MainActor class with nonisolated properties and a Task updating state
@MainActor
final class DownloadController {
    nonisolated let identifier: String
    private(set) var progress: [Int] = []
    private(set) var status = "idle"

    nonisolated init(identifier: String) {
        self.identifier = identifier
    }

    nonisolated var label: String { "controller(\(identifier))" }

    func start(chunks: Int) async -> Int {
        status = "downloading"
        var total = 0
        for i in 1...chunks {
            total += await Chunker.download(i)
            progress.append(total)
        }
        status = "finished"
        return total
    }
}

enum Chunker {
    static func download(_ i: Int) async -> Int { i * 100 }
}

func run() async {
    let c = DownloadController(identifier: "dl-1")
    print(c.label)
    print("status before: \(await c.status)")
    let task = Task { @MainActor in
        await c.start(chunks: 4)
    }
    let total = await task.value
    print("total bytes: \(total)")
    print("progress: \(await c.progress)")
    print("status after: \(await c.status)")
    print("id: \(c.identifier)")
}
await run()
// expect: controller(dl-1)
// expect: status before: idle
// expect: total bytes: 1000
// expect: progress: [100, 300, 600, 1000]
// expect: status after: finished
// expect: id: dl-1
