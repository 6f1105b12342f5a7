// Concurrency: async functions, async let, Task values, throwing async, sequential awaits
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A podcast app listing a show's episodes and downloading them.
struct Episode: CustomStringConvertible {
    let title: String
    let minutes: Int
    var description: String { "\(title)(\(minutes)min)" }
}

enum PodcastError: Error { case unavailable(String) }

func listEpisodes(ofShow show: String) async -> [String] {
    await Task.yield()
    return show == "garden hour" ? ["compost", "seeds", "pruning"] : ["pilot"]
}

func downloadEpisode(titled title: String) async throws -> Episode {
    await Task.yield()
    guard title != "withdrawn" else { throw PodcastError.unavailable(title) }
    return Episode(title: title, minutes: title.count * 7)
}

func totalMinutes(of episodes: [Episode]) -> Int { episodes.reduce(0) { $0 + $1.minutes } }

func run() async {
    let titles = await listEpisodes(ofShow: "garden hour")
    print("titles: \(titles)")

    do {
        async let one = downloadEpisode(titled: titles[0])
        async let two = downloadEpisode(titled: titles[1])
        async let three = downloadEpisode(titled: titles[2])
        let episodes = try await [one, two, three]
        print("downloaded \(episodes), total \(totalMinutes(of: episodes))")
    } catch {
        print("unexpected: \(error)")
    }

    do {
        let e = try await downloadEpisode(titled: "withdrawn")
        print("should not get \(e)")
    } catch PodcastError.unavailable(let t) {
        print("unavailable episode: \(t)")
    } catch {
        print("other error")
    }

    let task = Task { () -> Int in
        var letters = 0
        for t in await listEpisodes(ofShow: "night sky") { letters += t.count }
        return letters
    }
    print("night sky letters: \(await task.value)")

    let failing = Task { try await downloadEpisode(titled: "withdrawn") }
    let result = await failing.result
    switch result {
    case .success(let e): print("odd: \(e)")
    case .failure(let err): print("task failed with \(err)")
    }

    var lengths: [Int] = []
    for title in ["a", "bb", "ccc"] {
        lengths.append(try! await downloadEpisode(titled: title).minutes)
    }
    print("sequential lengths: \(lengths)")
}

await run()
print("done")
// expect: titles: ["compost", "seeds", "pruning"]
// expect: downloaded [compost(49min), seeds(35min), pruning(49min)], total 133
// expect: unavailable episode: withdrawn
// expect: night sky letters: 5
// expect: task failed with unavailable("withdrawn")
// expect: sequential lengths: [7, 14, 21]
// expect: done
