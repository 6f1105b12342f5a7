// Word game validation in the style of Word Scramble (a "100 days" SwiftUI course), own code: a submitted word must
// be new, be made from the root word's letters, and be a real word (a small word set stands in for UITextChecker);
// a failure raises an alert through errorTitle, errorMessage and showingError.
// What SwiftUI does: the body reads `usedWords` and the alert's title and message (rules §13.2), not `newWord` nor
// the alert's flag. So typing and emptying the field run no body (rules §3.5), a valid word runs it once (the list
// changed), and each failure runs it once because the alert's title changed (a new title each time here). "OK"
// only hides the alert: no body (rules §8.7). The field keeps a rejected word until the user empties it, as in the
// course.
// Sources: rules §3.4, §3.5, §8.7, §10.1, §13.2, §15.10;
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
import SwiftUI

struct WordCheckView: View {
    @State private var usedWords = [String]()
    @State private var rootWord = "silkworm"
    @State private var newWord = ""
    @State private var errorTitle = ""
    @State private var errorMessage = ""
    @State private var showingError = false

    let knownWords: Set<String> = ["silk", "worm", "milk", "work", "word", "slim", "sworn"]

    var body: some View {
        let _ = print("WordCheckView body: \(usedWords.count) words, error '\(errorTitle)'")
        NavigationStack {
            List {
                Section {
                    TextField("Enter your word", text: $newWord)
                        .textInputAutocapitalization(.never)
                }
                Section {
                    ForEach(usedWords, id: \.self) { word in
                        Text(word)
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

        print("accepted \(answer)")
        usedWords.insert(answer, at: 0)
        newWord = ""
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
        print("error: \(title)")
        errorTitle = title
        errorMessage = message
        showingError = true
    }
}

:mount WordCheckView()
// expect: WordCheckView body: 0 words, error ''
:type "silk" into "Enter your word"
:submit "Enter your word"
// expect: accepted silk
// expect: WordCheckView body: 1 words, error ''
:type "silk" into "Enter your word"
:submit "Enter your word"
// expect: error: Word used already
// expect: WordCheckView body: 1 words, error 'Word used already'
:tap "OK"
:clear "Enter your word"
:type "milky" into "Enter your word"
:submit "Enter your word"
// expect: error: Word not possible
// expect: WordCheckView body: 1 words, error 'Word not possible'
:tap "OK"
:clear "Enter your word"
:type "wilk" into "Enter your word"
:submit "Enter your word"
// expect: error: Word not recognized
// expect: WordCheckView body: 1 words, error 'Word not recognized'
:tap "OK"
:clear "Enter your word"
:type "worm" into "Enter your word"
:submit "Enter your word"
// expect: accepted worm
// expect: WordCheckView body: 2 words, error 'Word not recognized'
