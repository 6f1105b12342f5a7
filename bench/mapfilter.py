values = list(range(300_000))
squares = list(map(lambda x: x * x, values))
even = list(filter(lambda x: x % 2 == 0, squares))
total = 0
for x in even:
    total = total + x % 1000
print(len(even), total)
