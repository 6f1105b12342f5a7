// Hacking with Swift "100 Days of SwiftUI" style (Word Scramble): a TextField with onSubmit on the List, a List of used words, validation with an error alert.
// Return in the field runs the nearest onSubmit (Apple `view/onsubmit(of:_:)`; rules §15.10). The body reads
// usedWords, rootWord and, through the alert's title and message closures, errorTitle and errorMessage (rules
// §13.2); it only makes $newWord, so typing runs no body (rules §3.5, T3). A valid word inserts into usedWords
// and clears newWord: one body run (rules §10.1). An invalid one sets the alert's texts: one body run; the OK
// action closes the alert, a flag the body never read (rules §3.5). The action reads the current state.
import SwiftUI

struct WordScramble: View {
    @State private var usedWords = [String]()
    @State private var rootWord = "silkworm"
    @State private var newWord = ""

    @State private var errorTitle = ""
    @State private var errorMessage = ""
    @State private var showingError = false

    var body: some View {
        let _ = print("body: \(usedWords.count) words, error '\(errorTitle)'")
        NavigationStack {
            List {
                Section {
                    TextField("Enter your word", text: $newWord)
                        .textInputAutocapitalization(.never)
                }
                Section {
                    ForEach(usedWords, id: \.self) { word in
                        Label(word, systemImage: "\(word.count).circle")
                    }
                }
            }
            .navigationTitle(rootWord)
            .onSubmit(addNewWord)
            .alert(errorTitle, isPresented: $showingError) {
                Button("OK") { }
            } message: {
                Text(errorMessage)
            }
        }
    }

    func addNewWord() {
        let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        guard answer.count > 0 else { return }
        guard isOriginal(word: answer) else {
            wordError(title: "Word used already", message: "Be more original")
            return
        }
        guard isPossible(word: answer) else {
            wordError(title: "Word not possible", message: "You can't spell that word from '\(rootWord)'!")
            return
        }
        withAnimation { usedWords.insert(answer, at: 0) }
        newWord = ""
        print("added \(answer)")
    }

    func isOriginal(word: String) -> Bool { !usedWords.contains(word) }

    func isPossible(word: String) -> Bool {
        var tempWord = rootWord
        for letter in word {
            guard let pos = tempWord.firstIndex(of: letter) else { return false }
            tempWord.remove(at: pos)
        }
        return true
    }

    func wordError(title: String, message: String) {
        errorTitle = title
        errorMessage = message
        showingError = true
        print("error: \(title)")
    }
}

:mount WordScramble()
// expect: body: 0 words, error ''
:type "silk" into "Enter your word"
:submit "Enter your word"
// expect: added silk
// expect: body: 1 words, error ''
:type "Silk" into "Enter your word"
:submit "Enter your word"
// expect: error: Word used already
// expect: body: 1 words, error 'Word used already'
:tap "OK"
:clear "Enter your word"
:type "milky" into "Enter your word"
:submit "Enter your word"
// expect: error: Word not possible
// expect: body: 1 words, error 'Word not possible'
:tap "OK"
:clear "Enter your word"
:type "worm" into "Enter your word"
:submit "Enter your word"
// expect: added worm
// expect: body: 2 words, error 'Word not possible'
