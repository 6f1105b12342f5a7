// 100 Days of SwiftUI style (Word Scramble): a root word, a field whose Return adds a word, and an error alert.
// What SwiftUI does: the body never reads `newWord` (it only makes `$newWord` for the field), so keystrokes run no
// body (rules §3.5, T3); `:submit` runs `onSubmit` (rules §15.10). A valid word changes `usedWords`, which the
// body reads: one body. An impossible word changes `errorTitle`, which the alert's title reads in the body, and
// `showingError`, which only the presentation reads: one body (rules §8.7, §13.2). The alert's OK only dismisses
// it, which sets `showingError` to false: no body (rules §8.7, ObsREPL's choice).
import SwiftUI

struct WordScrambleView: View {
    let rootWord = "silkworm"
    @State private var usedWords = [String]()
    @State private var newWord = ""
    @State private var errorTitle = ""
    @State private var showingError = false

    var body: some View {
        let _ = print("body: \(usedWords)")
        NavigationStack {
            List {
                TextField("Enter your word", text: $newWord)
                    .textInputAutocapitalization(.never)
                ForEach(usedWords, id: \.self) { word in
                    Label(word, systemImage: "\(word.count).circle")
                }
            }
            .navigationTitle(rootWord)
            .onSubmit(addNewWord)
            .alert(errorTitle, isPresented: $showingError) {
                Button("OK") { }
            } message: {
                Text("You can't spell that from '\(rootWord)'.")
            }
        }
    }

    func addNewWord() {
        let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        print("submitted: \(answer)")
        newWord = ""
        guard !answer.isEmpty else { return }
        guard isPossible(answer) else {
            errorTitle = "Word not possible"
            showingError = true
            return
        }
        usedWords.insert(answer, at: 0)
    }

    func isPossible(_ word: String) -> Bool {
        var letters = rootWord
        for letter in word {
            guard let pos = letters.firstIndex(of: letter) else { return false }
            letters.remove(at: pos)
        }
        return true
    }
}

:mount WordScrambleView()
// expect: body: []
:type "work" into "Enter your word"
:submit "Enter your word"
// expect: submitted: work
// expect: body: ["work"]
:type "Zebra" into "Enter your word"
:submit "Enter your word"
// expect: submitted: zebra
// expect: body: ["work"]
:tap "OK"
:type "silk" into "Enter your word"
:submit "Enter your word"
// expect: submitted: silk
// expect: body: ["silk", "work"]
