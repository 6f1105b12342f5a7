// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/word-scramble-wrap-up (Word Scramble with the wrap-up challenges: words shorter than three letters and the start word itself are rejected, a toolbar button starts a new word, and a score computed from the used words; the bundle's word list is a fixed string so the run repeats)
// onSubmit on the List applies to the TextField inside it (Apple: View.onSubmit(of:_:) "applies to the view and its
// descendants"): pressing Return runs addNewWord. Each failed check sets the alert's title and message and raises
// it; "OK" closes it and leaves the typed word in the field, which the player clears. The word is inserted inside
// withAnimation, which changes state at once. onAppear(perform: startGame) picks the first root word; "New Word"
// calls the same function, which takes the next word from the list. `score` is a computed property, read in
// actions after the insert, so it already counts the new word.
// - silkworm: "worm" accepted, "so" too short, "silk" accepted, "worm" again used already, "zoo" not possible,
//   "silkworm" is the start word; "New Word" moves to handbags.
import SwiftUI
import Foundation

struct WordScramble: View {
    @State private var usedWords = [String]()
    @State private var rootWord = ""
    @State private var newWord = ""
    @State private var roundIndex = 0

    @State private var errorTitle = ""
    @State private var errorMessage = ""
    @State private var showingError = false

    let allWords = "silkworm\nhandbags\nquixotic".components(separatedBy: "\n")

    var score: Int {
        usedWords.reduce(0) { $0 + $1.count } + usedWords.count
    }

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

                Section {
                    Text("Score: \(score)")
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
            .toolbar {
                Button("New Word", action: startGame)
            }
        }
    }

    func addNewWord() {
        let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        guard answer.count > 0 else { return }

        guard answer.count >= 3 else {
            wordError(title: "Word too short", message: "Use at least three letters")
            return
        }

        guard answer != rootWord else {
            wordError(title: "Nice try", message: "You can't just use the start word!")
            return
        }

        guard isOriginal(word: answer) else {
            wordError(title: "Word used already", message: "Be more original")
            return
        }

        guard isPossible(word: answer) else {
            wordError(title: "Word not possible", message: "You can't spell that word from '\(rootWord)'!")
            return
        }

        withAnimation {
            usedWords.insert(answer, at: 0)
        }
        newWord = ""
        print("accepted \(answer); score \(score)")
    }

    func startGame() {
        rootWord = allWords[roundIndex % allWords.count]
        roundIndex += 1
        usedWords.removeAll()
        newWord = ""
        print("new game with \(rootWord)")
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
        print("\(title): \(message)")
    }
}

:mount WordScramble()
// expect: new game with silkworm
:type "worm" into "Enter your word"
:submit "Enter your word"
// expect: accepted worm; score 5
:type "so" into "Enter your word"
:submit "Enter your word"
// expect: Word too short: Use at least three letters
:tap "OK"
:clear "Enter your word"
:type "Silk" into "Enter your word"
:submit "Enter your word"
// expect: accepted silk; score 10
:type "worm" into "Enter your word"
:submit "Enter your word"
// expect: Word used already: Be more original
:tap "OK"
:clear "Enter your word"
:type "zoo" into "Enter your word"
:submit "Enter your word"
// expect: Word not possible: You can't spell that word from 'silkworm'!
:tap "OK"
:clear "Enter your word"
:type "silkworm" into "Enter your word"
:submit "Enter your word"
// expect: Nice try: You can't just use the start word!
:tap "OK"
:tap "New Word"
// expect: new game with handbags
