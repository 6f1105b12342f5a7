// Follows Swift's `withTaskGroup(of:returning:isolation:body:)` page
// (https://developer.apple.com/documentation/swift/withtaskgroup(of:returning:isolation:body:)): child tasks added
// with `addTask` run concurrently, and iterating the group (`next()`, Apple `taskgroup`) gives each child's result
// as that child completes, so in the order they complete. Own code: a gallery's `.task` downloads three
// thumbnails of different sizes at once.
// - The children sleep 3 s, 1 s and 2 s on the virtual clock: they finish at different moments, in the order 1 s,
//   2 s, 3 s, whatever order they were added in, and the whole group takes 3 s, not 6 s.
// - The `.task` starts after the first body (rules §10.3, §11.3). The gallery writes its @State once, after the
//   group, so the one body comes after the last line (rules §0.3, §10.1).
import SwiftUI

func downloadThumbnail(named name: String, seconds: Int) async -> String {
    try? await Task.sleep(for: .seconds(seconds))
    return name
}

struct GalleryView: View {
    @State private var thumbnails: [String] = []

    var body: some View {
        let _ = print("GalleryView body, \(thumbnails)")
        HStack {
            ForEach(thumbnails, id: \.self) { name in
                Image(systemName: "photo")
                    .accessibilityLabel(name)
            }
        }
        .task {
            let start = Date.now
            let jobs = [("harbor", 3), ("sunset", 1), ("forest", 2)]
            print("downloading \(jobs.count) thumbnails")
            let arrived = await withTaskGroup(of: String.self, returning: [String].self) { group in
                for (name, seconds) in jobs {
                    group.addTask {
                        await downloadThumbnail(named: name, seconds: seconds)
                    }
                }
                var names: [String] = []
                for await name in group {
                    print("arrived \(name)")
                    names.append(name)
                }
                return names
            }
            print("all thumbnails in \(Int(Date.now.timeIntervalSince(start))) s")
            thumbnails = arrived
        }
    }
}

:mount GalleryView()
// expect: GalleryView body, []
// expect: downloading 3 thumbnails
:advance 1s
// expect: arrived sunset
:advance 1s
// expect: arrived forest
:advance 1s
// expect: arrived harbor
// expect: all thumbnails in 3 s
// expect: GalleryView body, ["sunset", "forest", "harbor"]
