// WWDC20 "Data Essentials in SwiftUI" style: the club's reading progress is an ObservableObject owned with @StateObject by the screen and observed by two subviews with @ObservedObject; the model is made once, right before the first body, and any @Published change re-runs every observer, whatever each one reads (rules §4.2, §4.3, §5.1, §6.5, §2.8)
import SwiftUI

final class CurrentlyReading: ObservableObject {
    @Published var progress = 0
    @Published var notes: [String] = []

    init() { print("CurrentlyReading init") }
}

struct ProgressLabel: View {
    @ObservedObject var reading: CurrentlyReading

    var body: some View {
        let _ = print("ProgressLabel body: \(reading.progress)%")
        Text("\(reading.progress)% read")
    }
}

struct NotesCount: View {
    @ObservedObject var reading: CurrentlyReading

    var body: some View {
        let _ = print("NotesCount body: \(reading.notes.count)")
        Text("\(reading.notes.count) notes")
    }
}

struct ReadingScreen: View {
    @StateObject private var reading = CurrentlyReading()

    var body: some View {
        let _ = print("ReadingScreen body")
        VStack {
            ProgressLabel(reading: reading)
            NotesCount(reading: reading)
            Button("Read 10%") { reading.progress += 10 }
            Button("Add note") { reading.notes.append("Great opening") }
        }
    }
}

:mount ReadingScreen()
// expect: CurrentlyReading init
// expect: ReadingScreen body
// expect: ProgressLabel body: 0%
// expect: NotesCount body: 0
:tap "Read 10%"
// expect: ReadingScreen body
// expect: ProgressLabel body: 10%
// expect: NotesCount body: 0
:tap "Add note"
// expect: ReadingScreen body
// expect: ProgressLabel body: 10%
// expect: NotesCount body: 1
