// Hacking with Swift Bookworm style (no SwiftData): a NavigationStack list of @Observable volumes pushing a detail by id; the detail edits the volume through @Bindable, and each keystroke or step runs the volume's row (covered, still updated) and the detail, never the list (rules §14.3, §15.12, §8.3, §8.5)
import SwiftUI

@Observable
final class Volume: Identifiable {
    let id: Int
    var title: String
    var rating: Int

    init(id: Int, title: String, rating: Int) {
        self.id = id
        self.title = title
        self.rating = rating
    }
}

@Observable
final class Library {
    var volumes = [Volume(id: 1, title: "Hobbit", rating: 3), Volume(id: 2, title: "Beloved", rating: 5)]

    func volume(_ id: Int) -> Volume? { volumes.first { $0.id == id } }
}

struct VolumeRow: View {
    let volume: Volume

    var body: some View {
        let _ = print("VolumeRow body: \(volume.title) (\(volume.rating))")
        Text("\(volume.title) (\(volume.rating))")
    }
}

struct VolumeDetail: View {
    @Bindable var volume: Volume

    var body: some View {
        let _ = print("VolumeDetail body: \(volume.title) \(volume.rating)")
        Form {
            TextField("Title", text: $volume.title)
            Stepper("Rating", value: $volume.rating, in: 1...5)
        }
        .onDisappear { print("detail of \(volume.title) closed") }
    }
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("LibraryView body: \(library.volumes.count) volumes")
        NavigationStack {
            List(library.volumes) { volume in
                NavigationLink(value: volume.id) {
                    VolumeRow(volume: volume)
                }
            }
            .navigationDestination(for: Int.self) { id in
                if let volume = library.volume(id) {
                    VolumeDetail(volume: volume)
                }
            }
        }
    }
}

:mount LibraryView()
// expect: LibraryView body: 2 volumes
// expect: VolumeRow body: Hobbit (3)
// expect: VolumeRow body: Beloved (5)
:tap "Hobbit (3)"
// expect: VolumeDetail body: Hobbit 3
:type "!" into "Title"
// expect: VolumeRow body: Hobbit! (3)
// expect: VolumeDetail body: Hobbit! 3
:step "Rating" up
// expect: VolumeRow body: Hobbit! (4)
// expect: VolumeDetail body: Hobbit! 4
:back
// expect: detail of Hobbit! closed
