// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (Demystify SwiftUI: each case of a switch in a view builder is its own structural identity; a new associated value in the same case keeps the view and its state, moving to another case and back starts it over)
import SwiftUI

enum ReaderMode {
    case chapter(Int)
    case glossary
}

struct ChapterView: View {
    let number: Int
    @State private var highlights = 0

    var body: some View {
        Button("Highlight in chapter \(number)") {
            highlights += 1
            print("chapter \(number): \(highlights) highlights")
        }
    }
}

struct Reader: View {
    @State private var mode = ReaderMode.chapter(1)

    var body: some View {
        VStack {
            Button("Next chapter") {
                if case .chapter(let n) = mode { mode = .chapter(n + 1) }
            }
            Button("Glossary") { mode = .glossary }
            Button("Back to chapter 1") { mode = .chapter(1) }
            switch mode {
            case .chapter(let number):
                ChapterView(number: number)
            case .glossary:
                Text("Glossary")
            }
        }
    }
}

:mount Reader()
:tap "Highlight in chapter 1"
:tap "Next chapter"
:tap "Highlight in chapter 2"
:tap "Glossary"
:tap "Back to chapter 1"
:tap "Highlight in chapter 1"
// expect: chapter 1: 1 highlights
// expect: chapter 2: 2 highlights
// expect: chapter 1: 1 highlights
