// Hacking with Swift "100 Days of SwiftUI" style: Word Scramble with onSubmit, onAppear(perform: startGame) and an error alert; the field's text is only passed on, so typing runs nothing, the start word set in onAppear renders in the same turn, and an error runs the body because the alert's title is read there (rules §15.10, §11.1, §13.2, §3.5)
import SwiftUI

struct WordScramble: View {
    @State private var usedWords = [String]()
    @State private var rootWord = ""
    @State private var newWord = ""

    @State private var errorTitle = ""
    @State private var errorMessage = ""
    @State private var showingError = false

    var body: some View {
        let _ = print("WordScramble body: root '\(rootWord)', \(usedWords.count) words, error '\(errorTitle)'")
        NavigationStack {
            List {
                Section {
                    TextField("Enter your word", text: $newWord)
                        .textInputAutocapitalization(.never)
                }
                Section {
                    ForEach(usedWords, id: \.self) { word in
                        HStack {
                            Image(systemName: "\(word.count).circle")
                            Text(word)
                        }
                    }
                }
            }
            .navigationTitle(rootWord)
            .onSubmit(addNewWord)
            .onAppear(perform: startGame)
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

        usedWords.insert(answer, at: 0)
        newWord = ""
        print("added \(answer)")
    }

    func startGame() {
        let allWords = "silkworm\nbrochure\nleapfrog"
        let words = allWords.components(separatedBy: "\n")
        rootWord = words.first ?? "silkworm"
    }

    func isOriginal(word: String) -> Bool {
        !usedWords.contains(word)
    }

    func isPossible(word: String) -> Bool {
        var tempWord = rootWord
        for letter in word {
            if let pos = tempWord.firstIndex(of: letter) {
                tempWord.remove(at: pos)
            } else {
                return false
            }
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
// expect: WordScramble body: root '', 0 words, error ''
// expect: WordScramble body: root 'silkworm', 0 words, error ''
:type "milk" into "Enter your word"
:submit "Enter your word"
// expect: added milk
// expect: WordScramble body: root 'silkworm', 1 words, error ''
:type "milk" into "Enter your word"
:submit "Enter your word"
// expect: error: Word used already
// expect: WordScramble body: root 'silkworm', 1 words, error 'Word used already'
:tap "OK"
:clear "Enter your word"
:type "zebra" into "Enter your word"
:submit "Enter your word"
// expect: error: Word not possible
// expect: WordScramble body: root 'silkworm', 1 words, error 'Word not possible'
:tap "OK"
:clear "Enter your word"
:type "worm" into "Enter your word"
:submit "Enter your word"
// expect: added worm
// expect: WordScramble body: root 'silkworm', 2 words, error 'Word not possible'
