// `@Entry` (Xcode 16) for two environment values: a Bool and an action closure that rows call, the "pass an action
// down the environment instead of through every init" pattern from Swift by Sundell and SwiftLee.
// What SwiftUI does: `@Entry` declares the key and its default (Apple, Entry():
// https://developer.apple.com/documentation/swiftui/entry(); rules §15.14). A row calls whatever closure the
// nearest ancestor set; a row with no ancestor setting it gets the default closure. The closure appends to a
// @State array that no body reads, so tapping a row runs no body (rules §3.5). Flipping `compact` changes the
// environment value both rows read, so each row's body runs after the parent's (rules §14.2, §2.8).
import SwiftUI

extension EnvironmentValues {
    @Entry var showToast: (String) -> Void = { message in
        print("toast (default handler): \(message)")
    }
    @Entry var compactRows: Bool = false
}

struct SongRow: View {
    let title: String
    @Environment(\.showToast) private var showToast
    @Environment(\.compactRows) private var compact

    var body: some View {
        let _ = print("SongRow \(title) body, compact \(compact)")
        Button(title) {
            showToast("Added \(title) to queue")
        }
    }
}

struct Playlist: View {
    @State private var compact = false
    @State private var log: [String] = []

    var body: some View {
        let _ = print("Playlist body, compact \(compact)")
        VStack {
            SongRow(title: "Blue in Green")
            SongRow(title: "So What")
            Toggle("Compact", isOn: $compact)
            Button("Show log") {
                print("log: \(log.joined(separator: ", "))")
            }
        }
        .environment(\.compactRows, compact)
        .environment(\.showToast, { message in
            print("toast: \(message)")
            log.append(message)
        })
    }
}

:mount Playlist()
// expect: Playlist body, compact false
// expect: SongRow Blue in Green body, compact false
// expect: SongRow So What body, compact false
:tap "So What"
// expect: toast: Added So What to queue
:toggle "Compact"
// expect: Playlist body, compact true
// expect: SongRow Blue in Green body, compact true
// expect: SongRow So What body, compact true
:tap "Blue in Green"
// expect: toast: Added Blue in Green to queue
:tap "Show log"
// expect: log: Added So What to queue, Added Blue in Green to queue
:mount SongRow(title: "Solo")
// expect: SongRow Solo body, compact false
:tap "Solo"
// expect: toast (default handler): Added Solo to queue
