// LazyVStack vs VStack: a photo stream whose cells own a loader. In a lazy stack a cell and its @StateObject are
// made when the cell comes near the screen (rules §1.5); three short cells are all on screen, so all three are
// made at once, each loader right before its cell's first body (§4.2; corpus assumption 9). Switching to a VStack
// switches the `if`/`else` branch: the lazy stack's cells are other nodes than the plain stack's (§1.1), so the
// three old loaders are released and three new ones made; ObsREPL's choice (§1.4) releases the old ones first.
import SwiftUI

final class ThumbnailLoader: ObservableObject {
    let n: Int
    init(n: Int) {
        self.n = n
        print("loader \(n) init")
    }
    deinit { print("loader \(n) deinit") }
}

struct PhotoCell: View {
    let n: Int
    @StateObject private var loader: ThumbnailLoader

    init(n: Int) {
        self.n = n
        _loader = StateObject(wrappedValue: ThumbnailLoader(n: n))
    }

    var body: some View {
        let _ = print("cell \(n)")
        Text("Photo \(loader.n)")
    }
}

struct PhotoStream: View {
    @State private var lazy = true

    var body: some View {
        Button(lazy ? "Use VStack" : "Use LazyVStack") { lazy.toggle() }
        ScrollView {
            if lazy {
                LazyVStack {
                    ForEach(1...3, id: \.self) { n in
                        PhotoCell(n: n)
                    }
                }
            } else {
                VStack {
                    ForEach(1...3, id: \.self) { n in
                        PhotoCell(n: n)
                    }
                }
            }
        }
    }
}

:mount PhotoStream()
// expect: loader 1 init
// expect: cell 1
// expect: loader 2 init
// expect: cell 2
// expect: loader 3 init
// expect: cell 3
:tap "Use VStack"
// expect: loader 1 deinit
// expect: loader 2 deinit
// expect: loader 3 deinit
// expect: loader 1 init
// expect: cell 1
// expect: loader 2 init
// expect: cell 2
// expect: loader 3 init
// expect: cell 3
