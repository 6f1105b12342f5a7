// Exercism style (Nucleotide count + Hamming + Isogram): string analysis with reduce(into:), zip, Dictionary(grouping:) and throwing validation
enum DNAError: Error { case invalidNucleotide(Character), unequalLength }

func nucleotideCounts(_ strand: String) throws -> [Character: Int] {
    try strand.reduce(into: ["A": 0, "C": 0, "G": 0, "T": 0]) { counts, c in
        guard counts[c] != nil else { throw DNAError.invalidNucleotide(c) }
        counts[c]! += 1
    }
}

func hamming(_ a: String, _ b: String) throws -> Int {
    guard a.count == b.count else { throw DNAError.unequalLength }
    return zip(a, b).filter { $0 != $1 }.count
}

func isIsogram(_ s: String) -> Bool {
    let letters = s.lowercased().filter { $0.isLetter }
    let groups = Dictionary(grouping: letters, by: { $0 })
    return groups.values.allSatisfy { $0.count == 1 }
}

for s in ["", "GGGGGGG", "AGCTTTTCATTCTGACTGCAACGGGCAATATGTCTCTGTGTGGATTAAAAAAAGAGTGTCTGATAGCAGC", "AGXXACT"] {
    do {
        let c = try nucleotideCounts(s)
        print(c.keys.sorted().map { "\($0):\(c[$0]!)" }.joined(separator: " "))
    } catch DNAError.invalidNucleotide(let ch) {
        print("invalid nucleotide \(ch)")
    } catch {
        print("other")
    }
}
print(try hamming("GGACGGATTCTG", "AGGACGGATTCT"))
print((try? hamming("AATG", "AAA")) as Any)
print(try? hamming("", ""))
print(["lumberjacks", "isograms", "six-year-old", "Alphabet", "Emily Jung Schwartzkopf"].map(isIsogram))

// expect: A:0 C:0 G:0 T:0
// expect: A:0 C:0 G:7 T:0
// expect: A:20 C:12 G:17 T:21
// expect: invalid nucleotide X
// expect: 9
// expect: nil
// expect: Optional(0)
// expect: [true, false, true, false, true]
