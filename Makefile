# The two commands in the README. The work is in scripts/.
.PHONY: serve test setup

serve:
	@bash scripts/serve.sh

test:
	@bash scripts/test.sh

setup:
	@bash scripts/setup.sh
