// Class: hang (found by obsfuzz, input 6768 of seed 1, a mutation of a swiftui corpus fixture). The script ends
// while a `.task` is suspended in a task group's `for await` and two children still sleep (each sleeps twice, under
// `try?`). Ending the session unwound its tasks oldest first: the parent, unwinding through the group, waited for
// children that were never resumed, and the session never finished ending. Now the youngest unwind first. The output
// is the first 3 s of the virtual clock (rules §10.1, §11.3); what this pins is that the run ends at all.
import SwiftUI

@MainActor
@Observable
final class ThumbnailStripModel {
    let names = ["a", "b", "c"]
    let delays = [2, 3, 1]
    var loaded: [String?] = [nil, nil, nil]

    func loadAll() async {
        await withTaskGroup(of: (Int, String).self) { group in
            for index in names.indices {
                let name = names[index]
                let delay = delays[index]
                group.addTask {
                    try? await Task.sleep(for: .seconds(delay))
                    try? await Task.sleep(for: .seconds(delay))
                    return (index, name.uppercased())
                }
            }
            for await (index, image) in group {
                print("got \(image)")
                loaded[index] = image
            }
        }
        print("all loaded")
    }
}

struct ThumbnailStrip: View {
    @State private var model = ThumbnailStripModel()

    var body: some View {
        let _ = print("ThumbnailStrip body: \(model.loaded.map { $0 ?? "-" }.joined(separator: ", "))")
        HStack {
            ForEach(model.loaded.indices, id: \.self) { index in
                Text(model.loaded[index] ?? "...")
            }
        }
        .task {
            await model.loadAll()
        }
    }
}

:mount ThumbnailStrip()
:advance 3s

// expect: ThumbnailStrip body: -, -, -
// expect: got C
// expect: ThumbnailStrip body: -, -, C
