// Hacking with Swift "Word Scramble" style (fixed root word, no bundle file): onAppear starts the game, onSubmit on the List adds a word after originality and possibility checks, errors go to an alert; the body reads neither the typed word nor the alert flag
import SwiftUI

struct WordScramble: View {
    @State private var usedWords = [String]()
    @State private var rootWord = ""
    @State private var newWord = ""
    @State private var errorTitle = ""
    @State private var errorMessage = ""
    @State private var showingError = false

    var body: some View {
        let _ = print("WordScramble body: '\(rootWord)', \(usedWords.count) words")
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
        print("accepted \(answer)")
    }

    func startGame() {
        rootWord = "silkworm"
        print("started with \(rootWord)")
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
// expect: WordScramble body: '', 0 words
// expect: started with silkworm
// expect: WordScramble body: 'silkworm', 0 words
:type "Silk" into "Enter your word"
:submit "Enter your word"
// expect: accepted silk
// expect: WordScramble body: 'silkworm', 1 words
:type "silk" into "Enter your word"
:submit "Enter your word"
// expect: error: Word used already
// expect: WordScramble body: 'silkworm', 1 words
:tap "OK"
:clear "Enter your word"
:type "zoo" into "Enter your word"
:submit "Enter your word"
// expect: error: Word not possible
// expect: WordScramble body: 'silkworm', 1 words
:tap "OK"
:clear "Enter your word"
:type "worm" into "Enter your word"
:submit "Enter your word"
// expect: accepted worm
// expect: WordScramble body: 'silkworm', 2 words
