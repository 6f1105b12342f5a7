// Apple docs style (Task.checkCancellation): throwing CancellationError from a batch job
struct Photo {
    let name: String
    let pixels: Int
}

struct ResizeReport {
    var resized: [String] = []
}

func resize(_ photos: [Photo], cancelAfter limit: Int? = nil) async throws -> ResizeReport {
    var report = ResizeReport()
    for (index, photo) in photos.enumerated() {
        try Task.checkCancellation()
        report.resized.append("\(photo.name)@\(photo.pixels / 4)")
        if let limit, index + 1 == limit {
            // The task cancels itself; the next check will throw.
            withUnsafeCurrentTask { task in
                task?.cancel()
            }
        }
        await Task.yield()
    }
    return report
}

let library = [
    Photo(name: "beach", pixels: 4000),
    Photo(name: "city", pixels: 8000),
    Photo(name: "forest", pixels: 1200),
    Photo(name: "lake", pixels: 640),
    Photo(name: "snow", pixels: 9600),
]

// 1. Nobody cancels: every photo is processed.
let full = Task { try await resize(library) }
do {
    let report = try await full.value
    print("full:", report.resized.joined(separator: ", "))
} catch {
    print("full failed:", error)
}

// 2. The job cancels itself after three photos.
let partial = Task { try await resize(library, cancelAfter: 3) }
do {
    _ = try await partial.value
    print("partial finished?")
} catch is CancellationError {
    print("partial: cancelled after three photos")
} catch {
    print("partial: other error", error)
}

// 3. Cancelled from outside before it gets going: it waits on a gate first.
let (gate, opener) = AsyncStream.makeStream(of: Void.self)
let gated = Task { () throws -> ResizeReport in
    for await _ in gate { break }
    return try await resize(library)
}
gated.cancel()
opener.yield(())
opener.finish()
switch await gated.result {
case .success(let report): print("gated ran", report.resized.count)
case .failure(let error): print("gated:", type(of: error), error)
}

// checkCancellation in a plain loop outside any explicit task never throws here.
do {
    for step in 1...3 {
        try Task.checkCancellation()
        print("top-level step", step)
    }
} catch {
    print("top-level cancelled")
}

// expect: full: beach@1000, city@2000, forest@300, lake@160, snow@2400
// expect: partial: cancelled after three photos
// expect: gated: CancellationError CancellationError()
// expect: top-level step 1
// expect: top-level step 2
// expect: top-level step 3
