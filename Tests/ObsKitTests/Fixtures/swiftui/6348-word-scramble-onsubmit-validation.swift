// Hacking with Swift 100 Days, Word Scramble: a List with a TextField, onSubmit on the List adds a word after three checks, each failure shows an alert with a title and a message (Apple: View.onSubmit(of:_:) "applies to the views inside", alert(_:isPresented:actions:message:); README :submit, :clear)
import SwiftUI

struct WordScramble: View {
    @State private var usedWords = [String]()
    @State private var rootWord = "silkworm"
    @State private var newWord = ""

    @State private var errorTitle = ""
    @State private var errorMessage = ""
    @State private var showingError = false

    private let knownWords: Set<String> = ["silk", "worm", "milk", "slim", "work", "mow", "skim", "word"]

    var body: some View {
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
        guard isReal(word: answer) else {
            wordError(title: "Word not recognized", message: "You can't just make them up, you know!")
            return
        }

        usedWords.insert(answer, at: 0)
        newWord = ""
        print("accepted \(answer): \(usedWords)")
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

    func isReal(word: String) -> Bool {
        knownWords.contains(word)
    }

    func wordError(title: String, message: String) {
        errorTitle = title
        errorMessage = message
        showingError = true
        print("alert: \(title) - \(message)")
    }
}

:mount WordScramble()
:type "Silk" into "Enter your word"
:submit "Enter your word"
:type "milk" into "Enter your word"
:submit "Enter your word"
:type "silk" into "Enter your word"
:submit "Enter your word"
:tap "OK"
:clear "Enter your word"
:type "word" into "Enter your word"
:submit "Enter your word"
:tap "OK"
:clear "Enter your word"
:type "soil" into "Enter your word"
:submit "Enter your word"
:tap "OK"
:clear "Enter your word"
:type "worm" into "Enter your word"
:submit "Enter your word"

// expect: accepted silk: ["silk"]
// expect: accepted milk: ["milk", "silk"]
// expect: alert: Word used already - Be more original
// expect: alert: Word not possible - You can't spell that word from 'silkworm'!
// expect: alert: Word not recognized - You can't just make them up, you know!
// expect: accepted worm: ["worm", "milk", "silk"]
