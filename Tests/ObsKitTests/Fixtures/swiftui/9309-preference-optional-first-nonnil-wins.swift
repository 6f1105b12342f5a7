// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue (an optional key whose default is nil: the first explicit value in tree order wins)
// PreferenceKey.defaultValue: views without an explicit value produce the default, and combining with the
// default must not change the value. With `nil` as the default and a reduce that keeps the value it already
// has (`value = value ?? nextValue()`), the combined value is the first non-nil one in view-tree order
// (reduce gets its values "in view-tree order"). The header has no value, so it never counts.
// - Mount: "Vacation" is the first album that asks for the cover.
// - Removing Vacation: "Family" is now first.
// - Removing Family too: only the header is left, which produces the default: nil.
import SwiftUI

struct CoverAlbumKey: PreferenceKey {
    static let defaultValue: String? = nil

    static func reduce(value: inout String?, nextValue: () -> String?) {
        value = value ?? nextValue()
    }
}

struct AlbumTile: View {
    let name: String
    let wantsCover: Bool

    var body: some View {
        Text(name)
            .preference(key: CoverAlbumKey.self, value: wantsCover ? name : nil)
    }
}

struct AlbumGrid: View {
    @State private var albums = ["Screenshots", "Vacation", "Family"]

    var body: some View {
        VStack {
            Text("Albums")
            ForEach(albums, id: \.self) { album in
                AlbumTile(name: album, wantsCover: album != "Screenshots")
            }
            Button("Remove Vacation") { albums.removeAll { $0 == "Vacation" } }
            Button("Remove Family") { albums.removeAll { $0 == "Family" } }
        }
        .onPreferenceChange(CoverAlbumKey.self) { album in
            print("cover from: \(album ?? "none")")
        }
    }
}

:mount AlbumGrid()
// expect: cover from: Vacation
:tap "Remove Vacation"
// expect: cover from: Family
:tap "Remove Family"
// expect: cover from: none
